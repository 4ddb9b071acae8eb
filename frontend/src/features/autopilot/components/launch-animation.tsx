/** §2.1: shown while a new task is being started; the motion stops for those who ask for less (prefers-reduced-motion). */
export function LaunchAnimation() {
  return (
    <div className="pointer-events-none fixed inset-0 z-30 flex items-center justify-center p-4">
      <div
        role="status"
        className="flex flex-col items-center gap-4 rounded-xl bg-white/95 px-8 py-6 shadow-xl ring-1 ring-gray-200 dark:bg-gray-900/95 dark:ring-gray-800"
      >
        <span aria-hidden="true" className="relative flex h-16 w-16 items-center justify-center">
          <span className="absolute inset-0 rounded-full bg-indigo-400/40 motion-safe:animate-ping dark:bg-indigo-500/30" />
          <span className="absolute inset-1 rounded-full border-4 border-indigo-200 border-t-indigo-600 motion-safe:animate-spin dark:border-indigo-900 dark:border-t-indigo-400" />
          <span className="text-2xl">🚀</span>
        </span>
        <p className="text-base font-semibold text-gray-900 dark:text-gray-100">AI Autopilot Launching</p>
      </div>
    </div>
  );
}
