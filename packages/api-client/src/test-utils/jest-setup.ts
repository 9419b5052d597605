import { resetQueries } from './testing';

// Every test starts with an empty query cache (build-config's jest.cjs adds this file for packages that have the api-client).
afterEach(resetQueries);
