// No imports: jest.mock factories run before the module registry is set up.
/** The jest.mock factory of '@dutylink/api-client' for component tests: the real stores and reads, mocked calls. */
export function apiClientMock() {
  return jest.requireActual('@dutylink/api-client/testing').mockApis({
    subscriptionApi: {
      config: jest.fn(),
      get: jest.fn(),
      transactions: jest.fn(),
      lastPurchase: jest.fn(),
      create: jest.fn(),
      cancel: jest.fn(),
      invoiceUrl: jest.fn(),
      applyPromo: jest.fn(),
    },
  });
}
