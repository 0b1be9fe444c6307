/** What time it is. Injected so tests can move time (OTP and token expiry) instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
