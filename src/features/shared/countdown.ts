/** The resend countdown of the "获取验证码" buttons (registration, password reset, e-mail change). */
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A seconds countdown for "resend" buttons. `start(n)` runs it from n; `seconds` is 0 when idle.
 * Counted against the clock, so a throttled background tab does not stretch the wait.
 */
export function useCountdown(initial = 0): { seconds: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(() => (initial > 0 ? Date.now() + initial * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    timer.current = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt && timer.current) clearInterval(timer.current);
    }, 250);
    return () => {
      if (timer.current) clearInterval(timer.current);
    };
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { seconds, start };
}
