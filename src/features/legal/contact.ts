/**
 * The operator's contact details in the legal texts: the texts name them as `{hotline}`, `{hours}`,
 * `{serviceEmail}`, `{privacyEmail}`, `{address}`, `{postcode}`, filled from GET /api/Help/contact (the
 * server's CONTACT_* configuration), so that a deployment never shows the demo's placeholders by accident.
 */
import type { SiteContact } from '../../contract/help';
import type { LegalDoc } from './types';

/** `text` with every `{name}` of the contact details replaced (unknown names are left as they are). */
export function fillContact(text: string, contact: SiteContact): string {
  const values: Record<string, string> = {
    hotline: contact.Hotline,
    hours: contact.ServiceHours,
    serviceEmail: contact.ServiceEmail,
    privacyEmail: contact.PrivacyEmail,
    address: contact.Address,
    postcode: contact.Postcode,
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The document with the contact details filled in. */
export function withContact(doc: LegalDoc, contact: SiteContact): LegalDoc {
  const fill = (texts: readonly string[]) => texts.map((t) => fillContact(t, contact));
  return {
    ...doc,
    preamble: fill(doc.preamble),
    sections: doc.sections.map((s) => ({ heading: s.heading, paragraphs: fill(s.paragraphs) })),
  };
}
