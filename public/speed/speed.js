// The Network Test page (shell.md §2: opened from the header at /speed/speed.html). A file of its own: the portal's CSP allows no inline script.
// Response time: 20 small calls to the portal; download: the app's main script, uncached, three times.
const $ = (id) => document.getElementById(id);
const PINGS = 20;
const median = (values) => { const s = [...values].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

async function measureLatency() {
  const times = [];
  let lost = 0;
  for (let i = 0; i < PINGS; i += 1) {
    const started = performance.now();
    try {
      const response = await fetch(`/api/System/GetTimestamp?probe=${Date.now()}-${i}`, { cache: 'no-store' });
      await response.text();
      times.push(performance.now() - started);
    } catch {
      lost += 1;
    }
  }
  const jitter = times.length > 1 ? times.slice(1).reduce((sum, t, i) => sum + Math.abs(t - times[i]), 0) / (times.length - 1) : 0;
  return { latency: times.length ? median(times) : null, jitter, lost };
}

async function measureDownload() {
  const page = await (await fetch('/', { cache: 'no-store' })).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  if (!script) return null;
  const speeds = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    const bytes = (await (await fetch(`${script}?probe=${Date.now()}-${i}`, { cache: 'no-store' })).arrayBuffer()).byteLength;
    const seconds = (performance.now() - started) / 1000;
    speeds.push((bytes * 8) / seconds / 1e6);
  }
  return median(speeds);
}

$('start').addEventListener('click', async () => {
  $('start').disabled = true;
  $('verdict').textContent = 'Testing…';
  const { latency, jitter, lost } = await measureLatency();
  $('latency').textContent = latency === null ? 'no answer' : `${Math.round(latency)} ms`;
  $('jitter').textContent = `${Math.round(jitter)} ms`;
  $('lost').textContent = `${lost} / ${PINGS}`;
  const mbps = latency === null ? null : await measureDownload().catch(() => null);
  $('download').textContent = mbps === null ? 'not measured' : `${mbps.toFixed(1)} Mbps`;
  const good = latency !== null && latency < 300 && jitter < 50 && lost === 0 && (mbps === null || mbps >= 2);
  $('verdict').textContent = good
    ? 'Your connection looks ready for class.'
    : 'Your connection may not be steady enough for class. Try a wired connection or close other programs, then test again.';
  $('start').disabled = false;
  $('start').textContent = 'Test again';
});

// The button is disabled in the page until this script has attached its handler, so an early click is never lost.
$('start').disabled = false;
