/** The time each step of the autopilot's process is decided at; injected so tests can move it. */
export const AUTOPILOT_CLOCK = Symbol('AUTOPILOT_CLOCK');
export type AutopilotClock = () => Date;
export const systemClock: AutopilotClock = () => new Date();
