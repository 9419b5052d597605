/** For jest.mock('@dutylink/api-client', ...): the real stores and reads, mocked calls. */
export function mockApiClient() {
  return jest.requireActual('@dutylink/api-client/testing').mockApis({
    authApi: {
      emailSendCode: jest.fn(),
      emailVerify: jest.fn(),
      logout: jest.fn(),
      deleteAccount: jest.fn(),
    },
    publicApi: { config: jest.fn() },
  });
}
