import { PermitDocumentType as D } from '@dutylink/contracts';

/**
 * Reference data every deployment has (seeded by migration 0003, not only with DEMO_DATA). Ids are
 * explicit and stable: profiles and jobs store them. Append new rows with new ids; never renumber.
 */

/** The 50 states and DC, alphabetical; id 1..51. */
export const US_STATES: readonly { id: number; name: string; code: string }[] = [
  ['Alabama', 'AL'], ['Alaska', 'AK'], ['Arizona', 'AZ'], ['Arkansas', 'AR'], ['California', 'CA'], ['Colorado', 'CO'],
  ['Connecticut', 'CT'], ['Delaware', 'DE'], ['District of Columbia', 'DC'], ['Florida', 'FL'], ['Georgia', 'GA'], ['Hawaii', 'HI'],
  ['Idaho', 'ID'], ['Illinois', 'IL'], ['Indiana', 'IN'], ['Iowa', 'IA'], ['Kansas', 'KS'], ['Kentucky', 'KY'], ['Louisiana', 'LA'],
  ['Maine', 'ME'], ['Maryland', 'MD'], ['Massachusetts', 'MA'], ['Michigan', 'MI'], ['Minnesota', 'MN'], ['Mississippi', 'MS'],
  ['Missouri', 'MO'], ['Montana', 'MT'], ['Nebraska', 'NE'], ['Nevada', 'NV'], ['New Hampshire', 'NH'], ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'], ['New York', 'NY'], ['North Carolina', 'NC'], ['North Dakota', 'ND'], ['Ohio', 'OH'], ['Oklahoma', 'OK'],
  ['Oregon', 'OR'], ['Pennsylvania', 'PA'], ['Rhode Island', 'RI'], ['South Carolina', 'SC'], ['South Dakota', 'SD'],
  ['Tennessee', 'TN'], ['Texas', 'TX'], ['Utah', 'UT'], ['Vermont', 'VT'], ['Virginia', 'VA'], ['Washington', 'WA'],
  ['West Virginia', 'WV'], ['Wisconsin', 'WI'], ['Wyoming', 'WY'],
].map(([name, code], i) => ({ id: i + 1, name, code }));

/**
 * Each state's zone where most of its people live (IANA), by state code: a job's zone when the offline ZIP
 * dataset does not know its ZIP code (migration 0011, us_states.time_zone).
 */
export const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago', CA: 'America/Los_Angeles',
  CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York', DC: 'America/New_York', FL: 'America/New_York',
  GA: 'America/New_York', HI: 'Pacific/Honolulu', ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago', KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago', ME: 'America/New_York',
  MD: 'America/New_York', MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago', MS: 'America/Chicago',
  MO: 'America/Chicago', MT: 'America/Denver', NE: 'America/Chicago', NV: 'America/Los_Angeles', NH: 'America/New_York',
  NJ: 'America/New_York', NM: 'America/Denver', NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago',
  OH: 'America/New_York', OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York',
  SC: 'America/New_York', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago', UT: 'America/Denver',
  VT: 'America/New_York', VA: 'America/New_York', WA: 'America/Los_Angeles', WV: 'America/New_York', WI: 'America/Chicago',
  WY: 'America/Denver',
};

export const stateIdOf = (code: string) => US_STATES.find((s) => s.code === code)!.id;

/** Specializations (employment types) and the documents each one requires on the permits step. */
export const SPECIALIZATIONS: readonly { id: number; name: string; requiredDocs: number[] }[] = [
  { id: 1, name: 'Unarmed Security Officer', requiredDocs: [D.GuardCard] },
  { id: 2, name: 'Armed Security Officer', requiredDocs: [D.GuardCard, D.ExposedFirearm] },
  { id: 3, name: 'Off-Duty Police Officer', requiredDocs: [D.PoliceCredentials] },
  { id: 4, name: 'Executive Protection', requiredDocs: [D.GuardCard, D.DriverLicense] },
  { id: 5, name: 'Event Security', requiredDocs: [D.GuardCard] },
  { id: 6, name: 'Loss Prevention', requiredDocs: [] },
  { id: 7, name: 'Mobile Patrol', requiredDocs: [D.GuardCard, D.DriverLicense] },
  { id: 8, name: 'Fire Watch', requiredDocs: [] },
  { id: 9, name: 'Concierge Security', requiredDocs: [D.GuardCard] },
  { id: 10, name: 'K-9 Handler', requiredDocs: [D.GuardCard] },
  { id: 11, name: 'Private Investigator', requiredDocs: [D.PrivateInvestigator] },
  { id: 12, name: 'Process Server', requiredDocs: [D.ProcessServer] },
  { id: 13, name: 'Traffic Control Officer', requiredDocs: [D.DriverLicense] },
];

/** Job categories: parents 1..99, children parent * 100 + n. 'Other' (id 14) asks for otherCategory. */
export const JOB_CATEGORIES: readonly { id: number; name: string; children: string[] }[] = [
  { id: 1, name: 'Event Security', children: ['Concerts', 'Sports', 'Festivals', 'Conventions & Trade Shows', 'Private Events'] },
  { id: 2, name: 'Retail', children: ['Loss Prevention', 'Store Security', 'Shopping Mall'] },
  { id: 3, name: 'Construction Site', children: [] },
  { id: 4, name: 'Corporate', children: ['Office Building', 'Executive Protection', 'Front Desk / Concierge'] },
  { id: 5, name: 'Residential', children: ['Apartment Complex', 'HOA / Gated Community'] },
  { id: 6, name: 'Healthcare', children: ['Hospital', 'Clinic'] },
  { id: 7, name: 'Transportation', children: ['Airport', 'Transit Station', 'Port / Cargo'] },
  { id: 8, name: 'Hospitality', children: ['Hotel', 'Bar & Nightclub', 'Restaurant'] },
  { id: 9, name: 'Education', children: ['K-12 School', 'University Campus'] },
  { id: 10, name: 'Banking & Finance', children: [] },
  { id: 11, name: 'Industrial & Warehouse', children: [] },
  { id: 12, name: 'Government', children: [] },
  { id: 13, name: 'Traffic Control', children: [] },
  { id: 14, name: 'Other', children: [] },
];
export const OTHER_CATEGORY_ID = 14;

/** Metropolitan locations: state nodes k * 100, their metro areas k * 100 + n. */
export const LOCATIONS: readonly { id: number; state: string; metros: string[] }[] = [
  { id: 100, state: 'TX', metros: ['Dallas–Fort Worth', 'Houston', 'Austin', 'San Antonio', 'El Paso'] },
  { id: 200, state: 'CA', metros: ['Los Angeles', 'San Francisco Bay Area', 'San Diego', 'Sacramento', 'Inland Empire'] },
  { id: 300, state: 'FL', metros: ['Miami–Fort Lauderdale', 'Orlando', 'Tampa–St. Petersburg', 'Jacksonville'] },
  { id: 400, state: 'NY', metros: ['New York City', 'Buffalo', 'Albany', 'Rochester'] },
  { id: 500, state: 'IL', metros: ['Chicago', 'Springfield'] },
  { id: 600, state: 'GA', metros: ['Atlanta', 'Savannah'] },
  { id: 700, state: 'AZ', metros: ['Phoenix', 'Tucson'] },
  { id: 800, state: 'NV', metros: ['Las Vegas', 'Reno'] },
  { id: 900, state: 'CO', metros: ['Denver', 'Colorado Springs'] },
  { id: 1000, state: 'WA', metros: ['Seattle–Tacoma', 'Spokane'] },
  { id: 1100, state: 'PA', metros: ['Philadelphia', 'Pittsburgh'] },
  { id: 1200, state: 'NC', metros: ['Charlotte', 'Raleigh–Durham'] },
  { id: 1300, state: 'LA', metros: ['New Orleans', 'Baton Rouge'] },
  { id: 1400, state: 'TN', metros: ['Nashville', 'Memphis'] },
  { id: 1500, state: 'MA', metros: ['Boston'] },
  { id: 1600, state: 'VA', metros: ['Northern Virginia', 'Richmond', 'Virginia Beach–Norfolk'] },
  { id: 1700, state: 'DC', metros: ['Washington, D.C.'] },
];

/**
 * Issue 17: every other state as an alert area of its own (a state node without metro areas, added by
 * migration 0018), so an officer anywhere in the US can choose where they work. Ids go on from 1800.
 */
export const MORE_STATE_LOCATIONS: readonly { id: number; state: string }[] = [
  'AL', 'AK', 'AR', 'CT', 'DE', 'HI', 'ID', 'IN', 'IA', 'KS', 'KY', 'ME', 'MD', 'MI', 'MN', 'MS', 'MO',
  'MT', 'NE', 'NH', 'NJ', 'NM', 'ND', 'OH', 'OK', 'OR', 'RI', 'SC', 'SD', 'UT', 'VT', 'WV', 'WI', 'WY',
].map((state, i) => ({ id: 1800 + i * 100, state }));

export const INDUSTRIES: readonly string[] = [
  'Retail',
  'Healthcare',
  'Hospitality',
  'Entertainment & Events',
  'Construction',
  'Corporate / Office',
  'Residential',
  'Transportation & Logistics',
  'Education',
  'Banking & Finance',
  'Government',
  'Industrial & Manufacturing',
  'Energy & Utilities',
  'Cannabis',
];

export const TRAININGS: readonly string[] = [
  'CPR/First Aid',
  'AED',
  'De-escalation',
  'Active Shooter Response',
  'Crowd Management',
  'Report Writing',
  'Fire Safety',
  'Customer Service',
  'Use of Force',
  'Emergency Response & Evacuation',
  'Bloodborne Pathogens',
  'Defensive Tactics',
  'Handcuffing',
];

export const SPECIALIZED_TRAININGS: readonly string[] = [
  'Executive Protection Course',
  'Tactical Combat Casualty Care (TCCC)',
  'Stop the Bleed',
  'Firearms Instructor',
  'Taser / CEW Instructor',
  'Evasive Driving',
  'K-9 Handler Certification',
  'Hazmat Awareness',
  'Counter-Surveillance',
  'Bomb Threat Awareness',
  'Crisis Intervention Team (CIT)',
];
