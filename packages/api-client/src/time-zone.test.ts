import { http } from './http';
import { mockHttp } from './test-utils/mock-adapter';

/** Issue 17: every call tells the server the browser's zone through the time-zone cookie (spec section 9). */
describe('the time-zone cookie', () => {
  let zone = 'America/Los_Angeles';
  beforeEach(() => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone: zone };
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const cookieSeen = async () => {
    let seen = '';
    mockHttp(() => {
      seen = document.cookie;
      return { status: 200, data: {} };
    });
    await http.get('anything');
    return seen;
  };

  it("is written before a call with the browser's zone, and follows the zone when it changes", async () => {
    expect(await cookieSeen()).toContain('timezone=America%2FLos_Angeles');
    zone = 'Pacific/Honolulu';
    expect(await cookieSeen()).toContain('timezone=Pacific%2FHonolulu');
    expect(document.cookie).not.toContain('Los_Angeles');
  });

  it('keeps the last good zone when the browser names none the server knows', async () => {
    zone = 'America/Chicago';
    await cookieSeen();
    zone = 'Nowhere/Special';
    expect(await cookieSeen()).toContain('timezone=America%2FChicago');
  });

  it('writes the 720-day cookie as the contracts define it', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    zone = 'America/Denver';
    return cookieSeen().then(() => {
      expect(set).toHaveBeenCalledWith('timezone=America%2FDenver; Max-Age=62208000; Path=/; SameSite=Lax');
    });
  });
});
