/** The zone of the officer's device, which a shift's times (in the job's zone) may differ from. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
