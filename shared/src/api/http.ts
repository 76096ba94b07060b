import type { AxiosError, AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { getVisitorId, visitorHeader } from '../visitor/visitor-id';
import { isSsrError } from '../ssr/ssr-data';

let client: Promise<AxiosInstance> | undefined;
let clientBase: string | undefined;
let serverBase: string | undefined;

/**
 * The render server reaches the data service at its own address: the page's
 * apiBase ('/api') means the browser's origin. Image URLs keep the page's apiBase.
 */
export function setServerApiBase(base: string): void {
  serverBase = base.replace(/\/+$/, '');
}

const isCartCall = (url = '') => /^\/?cart(\/|\?|$)/.test(url);

/** The data service's base URL: the render server's own, or the runtime config's apiBase. */
export const dataServiceBase = (): string => serverBase ?? getRuntimeConfig().apiBase;

/**
 * The one axios instance for the data service; follows the runtime config's apiBase. axios
 * loads with the first call (a chunk of its own): a page the server rendered calls nothing
 * before a visitor acts, so its first visit does not carry it.
 */
export function http(): Promise<AxiosInstance> {
  const apiBase = dataServiceBase();
  if (!client || clientBase !== apiBase) {
    client = import(/* webpackChunkName: "axios" */ 'axios').then(({ default: axios }) => {
      const instance = axios.create({ baseURL: apiBase, timeout: 15000 });
      // The visitor's id goes with cart calls only: catalogue GETs stay plain requests, so
      // the browser can answer them from a response the page preloaded (a custom header
      // would make it fetch again).
      instance.interceptors.request.use((request) => {
        // A render server's call for one visitor names its visitor itself.
        if (isCartCall(request.url) && !request.headers.has(visitorHeader))
          request.headers.set(visitorHeader, getVisitorId());
        return request;
      });
      return instance;
    });
    // A chunk that failed to load is asked for again by the next call.
    const loading = client;
    loading.catch(() => {
      if (client === loading) client = undefined;
    });
    clientBase = apiBase;
  }
  return client;
}

/** Whether a call to the data service failed (axios' own test, without loading axios for it). */
export const isHttpError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** Resolves an item's imgUrl: absolute URLs pass, service-relative ones join apiBase. */
export function imageUrl(imgUrl: string): string {
  if (/^(https?:|data:|blob:)/.test(imgUrl)) return imgUrl;
  const { apiBase } = getRuntimeConfig();
  return `${apiBase}/${imgUrl.replace(/^\/+/, '')}`;
}

/**
 * The data service's pictures come as WebP in two sizes (`<id>.webp`, `<id>@2x.webp`):
 * the srcset that lets a high-density screen take the larger one. Other pictures: none.
 */
export function imageSrcSet(imgUrl: string): string | undefined {
  const url = imageUrl(imgUrl);
  return url.endsWith('.webp') ? `${url} 1x, ${url.replace(/\.webp$/, '@2x.webp')} 2x` : undefined;
}

/** A short message for a failed call, for error states. */
export function describeError(error: unknown): string {
  // A failure the server already described (a server-rendered page's data).
  if (isSsrError(error)) return error.message;
  if (isHttpError(error)) {
    if (error.response) return `The server answered ${error.response.status}.`;
    if (error.code === 'ECONNABORTED') return 'The server took too long to answer.';
    return 'The server could not be reached.';
  }
  return 'Something went wrong.';
}
