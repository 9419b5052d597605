import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../http';

export interface MockReply {
  status: number;
  statusText?: string;
  data?: unknown;
}

export type MockHandler = (config: InternalAxiosRequestConfig) => MockReply | 'network-error';

/** Replaces the transport of `http` (no network): each request is answered by `handler`. */
export function mockHttp(handler: MockHandler): jest.Mock {
  const adapter = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>(async (config) => {
    const reply = handler(config);
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response = {
      // Text and bytes (a file asked with responseType 'arraybuffer') as given, anything else as JSON.
      data: typeof reply.data === 'string' || reply.data === undefined || reply.data instanceof ArrayBuffer ? reply.data : JSON.stringify(reply.data),
      status: reply.status,
      statusText: reply.statusText ?? '',
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  });
  http.defaults.adapter = adapter as unknown as AxiosAdapter;
  return adapter;
}
