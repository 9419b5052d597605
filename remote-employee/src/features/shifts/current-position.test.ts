import { currentPosition, locationPermission, LOCATION_TIMEOUT_MS } from './current-position';

const getCurrentPosition = jest.fn();
const withGeolocation = (geolocation: Partial<Geolocation> | undefined) =>
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });

beforeEach(() => withGeolocation({ getCurrentPosition }));

test('the phone found: its coordinates, asked with the timeout', async () => {
  getCurrentPosition.mockImplementation((found: PositionCallback) => found({ coords: { latitude: 32.7, longitude: -96.8 } } as GeolocationPosition));
  await expect(currentPosition()).resolves.toEqual({ latitude: 32.7, longitude: -96.8 });
  expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), { timeout: LOCATION_TIMEOUT_MS });
});

test('a refusal is told apart from a location not found', async () => {
  const failing = (code: number) => (_found: PositionCallback, failed: PositionErrorCallback) => failed({ code } as GeolocationPositionError);
  getCurrentPosition.mockImplementationOnce(failing(1)).mockImplementationOnce(failing(2)).mockImplementationOnce(failing(3));
  await expect(currentPosition()).resolves.toBe('refused');
  await expect(currentPosition()).resolves.toBe('unavailable');
  await expect(currentPosition()).resolves.toBe('unavailable');
});

test('a browser without geolocation has no location', async () => {
  withGeolocation(undefined);
  await expect(currentPosition()).resolves.toBe('unavailable');
});

const withPermissions = (permissions: Partial<Permissions> | undefined) =>
  Object.defineProperty(navigator, 'permissions', { value: permissions, configurable: true });

test.each(['granted', 'denied', 'prompt'])("the browser's answer for the location, %s, is told as it is", async (state) => {
  const query = jest.fn().mockResolvedValue({ state });
  withPermissions({ query });
  await expect(locationPermission()).resolves.toBe(state);
  expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
});

test('a browser that cannot tell, without the Permissions API or throwing, would ask', async () => {
  withPermissions(undefined);
  await expect(locationPermission()).resolves.toBe('prompt');
  withPermissions({ query: jest.fn().mockRejectedValue(new TypeError("'geolocation' is not a valid permission name")) });
  await expect(locationPermission()).resolves.toBe('prompt');
});
