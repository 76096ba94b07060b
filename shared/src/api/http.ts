import axios, { type AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { getVisitorId, visitorHeader } from '../visitor/visitor-id';
import { isSsrError } from '../ssr/ssr-data';

let client: AxiosInstance | undefined;
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

/** The one axios instance for the data service; follows the runtime config's apiBase. */
export function http(): AxiosInstance {
  const apiBase = serverBase ?? getRuntimeConfig().apiBase;
  if (!client || clientBase !== apiBase) {
    client = axios.create({ baseURL: apiBase, timeout: 15000 });
    // The visitor's id goes with cart calls only: catalogue GETs stay plain requests, so
    // the browser can answer them from a response the page preloaded (a custom header
    // would make it fetch again).
    client.interceptors.request.use((request) => {
      // A render server's call for one visitor (an early answer) names its visitor itself.
      if (isCartCall(request.url) && !request.headers.has(visitorHeader))
        request.headers.set(visitorHeader, getVisitorId());
      return request;
    });
    clientBase = apiBase;
  }
  return client;
}

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
  if (axios.isAxiosError(error)) {
    if (error.response) return `The server answered ${error.response.status}.`;
    if (error.code === 'ECONNABORTED') return 'The server took too long to answer.';
    return 'The server could not be reached.';
  }
  return 'Something went wrong.';
}
