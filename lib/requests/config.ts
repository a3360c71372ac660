import 'server-only';
import path from 'node:path';
import { siteConfig } from '@/lib/config/site';
import { integer, text } from '@/lib/config/read-env';
import { RATE_LIMIT, volumeCapFrom } from './limits';

type Env = Record<string, string | undefined>;

/** Where the store is kept unless REQUEST_STORE_PATH says otherwise: outside `.next`, which a build wipes (git-ignored). */
export const DEFAULT_STORE_PATH = path.join('data', 'requests.db');
/** The staff alarm's EmailJS template unless EMAILJS_ALARM_TEMPLATE_ID names another (emails/alarm.*). */
export const DEFAULT_ALARM_TEMPLATE_ID = 'template_alarm';
/** How long EmailJS or the CMS may take over one call before the attempt counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface EmailJsAccount {
  origin: string;
  privateKey: string;
  serviceId: string;
  publicKey: string;
  templates: { appointment: string; callback: string; confirmation: string };
  /** The staff alarm (emails/alarm.*): its own template, and its own e-mail service if one is set. */
  alarm: { serviceId: string; templateId: string };
}

/** The request flow's settings (docs/configuration.md, "Requests"), read from the server's environment. */
export interface RequestsConfig {
  storePath: string;
  retentionDays: number;
  /** null without EMAILJS_PRIVATE_KEY: requests are stored and wait until a key is set. */
  emailjs: EmailJsAccount | null;
  /** The CMS inbox: null unless both CONTENT_API_URL and REQUEST_API_TOKEN are set. */
  cms: { url: string; token: string } | null;
  caps: { perHour: number; perDay: number };
  /** How many requests one client may send in the limit's window (10 minutes) before it is refused. */
  perClient: number;
  trustedProxies: number;
  /** A second path for the one alarm when delivery keeps failing (a webhook), or null. */
  alertUrl: string | null;
}

export function requestsConfig(env: Env = process.env): RequestsConfig {
  const privateKey = env.EMAILJS_PRIVATE_KEY?.trim() ?? '';
  const cmsUrl = env.CONTENT_API_URL?.trim() ?? '';
  const cmsToken = env.REQUEST_API_TOKEN?.trim() ?? '';
  const { emailjs } = siteConfig;
  return {
    storePath: path.resolve(/*turbopackIgnore: true*/ process.cwd(), text(env.REQUEST_STORE_PATH, DEFAULT_STORE_PATH)),
    retentionDays: integer(env.REQUEST_RETENTION_DAYS, siteConfig.requestRetentionDays) || siteConfig.requestRetentionDays,
    emailjs: privateKey
      ? {
          origin: text(env.EMAILJS_API_ORIGIN, emailjs.origin).replace(/\/+$/, ''),
          privateKey,
          serviceId: emailjs.serviceId,
          publicKey: emailjs.publicKey,
          templates: {
            appointment: emailjs.templateId,
            callback: emailjs.callbackTemplateId,
            confirmation: emailjs.confirmationTemplateId,
          },
          alarm: {
            serviceId: text(env.EMAILJS_ALARM_SERVICE_ID, emailjs.serviceId),
            templateId: text(env.EMAILJS_ALARM_TEMPLATE_ID, DEFAULT_ALARM_TEMPLATE_ID),
          },
        }
      : null,
    cms: cmsUrl && cmsToken ? { url: cmsUrl.replace(/\/+$/, ''), token: cmsToken } : null,
    caps: volumeCapFrom(env),
    perClient: integer(env.EMAIL_RELAY_MAX_PER_CLIENT, RATE_LIMIT.requests) || RATE_LIMIT.requests,
    trustedProxies: integer(env.EMAIL_RELAY_PROXY_HOPS, 0),
    alertUrl: env.REQUEST_ALERT_URL?.trim() || null,
  };
}
