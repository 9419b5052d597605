import ICAL from 'ical.js';

/** One VEVENT as a calendar app reads it. */
export interface CalendarEvent {
  uid: string;
  sequence: number;
  /** STATUS, or null when the event has none (a confirmed event). */
  status: string | null;
  start: string;
  end: string;
  summary: string;
}

/**
 * Reads an iCalendar file with ical.js (Mozilla's parser, behind Thunderbird's calendar), as a subscribed calendar would,
 * after checking that every line, the last one too, ends with CRLF (RFC 5545 3.1), which parsers forgive.
 */
export function readCalendar(text: string): CalendarEvent[] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
    };
  });
}
