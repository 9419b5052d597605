// A valid new-job body for POST /api/employers/jobs, shared by the journeys (tests/support.ts) and the
// benches (bench/demo-app.mjs): plain JavaScript, so both can import it.

/**
 * A one-day job in category 1 at a gate in Austin, built from the employer's editor model (GET
 * /api/employers/jobs/getEditable/0).
 * @param {Record<string, Record<string, unknown>>} editable the editor model
 * @param {string} title
 * @param {string} day 'yyyy-MM-dd'
 * @returns {Record<string, unknown>}
 */
export function newJobBody(editable, title, day) {
  return {
    id: 0,
    payment: editable.payment,
    // A one-day job's only day is its date's weekday.
    general: { ...editable.general, title, specializations: [5], from: day, days: [new Date(`${day}T00:00:00Z`).getUTCDay()], categories: [1] },
    details: {
      ...editable.details,
      locationName: 'Gate',
      address: { address1: '1 Main St', address2: '', city: 'Austin', idstate: 44, postalCode: '78701' },
      locationDescription: 'Front gate',
      jobLocationsAll: true,
    },
  };
}
