/**
 * The windows a class join opens (teaching.md §7, growth-account.md §2). A browser lets a page open
 * a window only while handling a click, and only one: the classroom window is opened blank in the
 * click and sent to the tool's link when the join call answers; the courseware preload window
 * (1x1, hidden) falls back to a hidden 1x1 frame when the browser refuses a second window.
 */
export interface ClassroomWindows {
  openPending(): void;
  show(url: string): void;
  closePending(): void;
  preload(url: string): void;
  isMac(): boolean;
  copy(text: string): Promise<void>;
}

export function browserClassroomWindows(win: Window = window): ClassroomWindows {
  let pending: Window | null = null;
  return {
    openPending() {
      pending = win.open('', '_blank');
      if (pending) pending.document.title = 'Opening the classroom…';
    },
    show(url) {
      if (pending && !pending.closed) {
        // The classroom must not reach back into the portal.
        pending.opener = null;
        pending.location.href = url;
      } else {
        win.open(url, '_blank', 'noopener');
      }
      pending = null;
    },
    closePending() {
      pending?.close();
      pending = null;
    },
    preload(url) {
      const popup = win.open(url, 'coursewarePreload', 'popup=yes,width=1,height=1,left=0,top=0');
      if (popup) return;
      const frame = win.document.createElement('iframe');
      frame.src = url;
      frame.title = 'Courseware preload';
      frame.width = '1';
      frame.height = '1';
      frame.tabIndex = -1;
      frame.setAttribute('aria-hidden', 'true');
      frame.style.cssText = 'position:absolute;width:1px;height:1px;border:0;left:-10px;top:-10px;';
      win.document.body.append(frame);
    },
    isMac() {
      return /Mac/i.test(win.navigator.userAgent);
    },
    copy(text) {
      return win.navigator.clipboard.writeText(text);
    },
  };
}
