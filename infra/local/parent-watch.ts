/**
 * Calls `onGone` once when this process's parent exits (the process is then re-parented, so its
 * parent PID changes). `npm start` runs the server under npm (and, without `exec`, a shell): if a
 * process manager kills those, the server must not stay behind listening.
 */
export function watchParent(onGone: () => void, everyMs = 500): { stop(): void } {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, everyMs).unref();
  return { stop: () => clearInterval(timer) };
}
