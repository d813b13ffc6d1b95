import { createShellLogic } from '../../actors/shell.logic';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { EyeProtectionMode, isSoftModeSwitchShown, themeForEyeProtection } from '../../domain/soft-mode';
import { useSharedDialogs } from '../dialogs/use-shared-dialogs';
import { useAreaLogic } from '../page-logic-context';
import { SessionContext } from '../session-context';
import { applyTheme } from '../theme';

export const HOLIDAY_DIALOG = {
  title: 'Happy holidays!',
  message: 'Soft Mode is on: a darker, gentler screen for your eyes during the long holiday teaching days. Switch it off any time.',
} as const;

/**
 * The Soft Mode switch (shown only after 2020/12/20): 0 the normal theme, 1 the dark theme and the
 * holiday dialog. The theme follows the mode the machine holds; signing out returns to normal.
 */
export function SoftModeSwitch({ now = Date.now() }: { now?: number }) {
  if (!isSoftModeSwitchShown(now)) return null;
  return <SoftModeControl />;
}

function SoftModeControl() {
  const initial = SessionContext.useSelector((snapshot) => snapshot.context.user?.isTuEyeProtectionMode ?? EyeProtectionMode.off);
  const softMode = useActorRef(useAreaLogic(createShellLogic).softMode, { input: { mode: initial } });
  const mode = useSelector(softMode, (snapshot) => snapshot.context.mode);
  const dialogs = useSharedDialogs();

  useEffect(() => {
    applyTheme(themeForEyeProtection(mode));
  }, [mode]);
  useEffect(() => () => applyTheme('light'), []);
  useEffect(() => {
    const subscription = softMode.on('holiday.show', () => dialogs.notice({ title: HOLIDAY_DIALOG.title, message: HOLIDAY_DIALOG.message }));
    return () => subscription.unsubscribe();
  }, [softMode, dialogs]);

  return (
    <div className="soft-mode">
      <span id="soft-mode-label" className="soft-mode-label">
        <i className="pi pi-moon" aria-hidden="true" /> Soft Mode
      </span>
      <button
        type="button"
        role="switch"
        id="soft-mode-switch"
        className="switch"
        aria-checked={mode === EyeProtectionMode.on}
        aria-labelledby="soft-mode-label"
        onClick={() => softMode.send({ type: 'softMode.set', mode: mode === EyeProtectionMode.on ? EyeProtectionMode.off : EyeProtectionMode.on })}
      >
        <span className="switch-knob" aria-hidden="true" />
      </button>
    </div>
  );
}
