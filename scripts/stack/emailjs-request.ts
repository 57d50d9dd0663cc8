/** What @emailjs/browser's `send` posts to /api/v1.0/email/send. */
export type EmailJsSendBody = {
  lib_version?: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
  accessToken?: string;
};

export type Validation = { ok: true; body: EmailJsSendBody } | { ok: false; status: number; text: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Refuses what EmailJS itself refuses, with its wording, so the app's error path can be
 * exercised locally exactly as it would meet the real service.
 */
export const validateSendRequest = (rawBody: string): Validation => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { ok: false, status: 400, text: 'The request body must be JSON' };
  }
  if (!isRecord(parsed)) return { ok: false, status: 400, text: 'The request body must be a JSON object' };
  if (!isFilled(parsed.user_id)) return { ok: false, status: 400, text: 'The Public Key is required' };
  if (!isFilled(parsed.service_id)) return { ok: false, status: 400, text: 'The service ID is required' };
  if (!isFilled(parsed.template_id)) return { ok: false, status: 400, text: 'The template ID is required' };
  const templateParams = parsed.template_params ?? {};
  if (!isRecord(templateParams)) {
    return { ok: false, status: 400, text: 'The template params have to be the object' };
  }
  return {
    ok: true,
    body: {
      ...(typeof parsed.lib_version === 'string' ? { lib_version: parsed.lib_version } : {}),
      user_id: parsed.user_id,
      service_id: parsed.service_id,
      template_id: parsed.template_id,
      template_params: templateParams,
      ...(typeof parsed.accessToken === 'string' ? { accessToken: parsed.accessToken } : {}),
    },
  };
};
