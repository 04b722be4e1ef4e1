/**
 * The one look of every email a shopper gets from a tenant (alerts, confirmation links, password resets): a
 * responsive single-column HTML page in the tenant's name and brand colour, 600 px at most, inline styles only (mail
 * clients drop <style> and external CSS), every value escaped. Each email also has a plain-text part with the same
 * words; `textEmailHtml` makes the HTML of a text-only email (paragraphs, its link as a button).
 *
 *   emailHtml({ siteName: 'Harbour', brandColour: '#0b3d91', title: 'Confirm your email', body, footer })
 *   textEmailHtml({ siteName: 'Harbour', brandColour: '#0b3d91', title, text: 'Hi\n\nConfirm it here: https://…' })
 */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The tenant's colour when it is a hex colour, else the platform's blue (never a value that could break out). */
export function brandColourOf(colour: string | null | undefined): string {
  return colour && /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : '#0b3d91'
}

export interface EmailFrame {
  siteName: string
  brandColour: string
  /** The email's heading and <title> (plain text). */
  title: string
  /** The body's HTML (already escaped by the caller). */
  body: string
  /** The footer's HTML (already escaped), or none. */
  footer?: string
}

export function emailHtml({ siteName, brandColour, title, body, footer }: EmailFrame): string {
  const colour = brandColourOf(brandColour)
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:16px">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px">
      <tr><td style="background:${colour};color:#ffffff;padding:16px 20px;font-size:18px;font-weight:bold;border-radius:6px 6px 0 0">${escapeHtml(siteName)}</td></tr>
      <tr><td style="padding:16px 20px">
        <h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(title)}</h1>
        ${body}
      </td></tr>${
        footer
          ? `
      <tr><td style="padding:16px 20px;font-size:13px;color:#555;border-top:1px solid #e3e6ea">
        ${footer}
      </td></tr>`
          : ''
      }
    </table>
  </td></tr></table>
</body></html>`
}

const LINE_LINK = /^(.*?):\s+(https?:\/\/\S+)$/

/**
 * The HTML part of a text email: each paragraph (blank-line separated) a <p>; a line "Label: https://…" becomes a
 * button with the label, so the HTML and the text say the same words.
 */
export function textEmailHtml({
  siteName,
  brandColour,
  title,
  text,
}: {
  siteName: string
  brandColour: string
  title: string
  text: string
}): string {
  const colour = brandColourOf(brandColour)
  const body = text
    .split(/\n{2,}/)
    .map((para) => {
      const link = LINE_LINK.exec(para.trim())
      if (link)
        return `<p style="margin:16px 0"><a href="${escapeHtml(link[2]!)}" style="display:inline-block;background:${colour};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(link[1]!)}</a></p>
        <p style="margin:0 0 12px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(link[2]!)}</p>`
      return `<p style="margin:0 0 12px;font-size:15px;line-height:1.5">${escapeHtml(para).replace(/\n/g, '<br>')}</p>`
    })
    .join('\n        ')
  return emailHtml({ siteName, brandColour: colour, title, body })
}

/** A text email's three parts: its subject, its text, and that text as the branded HTML part. */
export function textEmail(input: { siteName: string; brandColour: string; subject: string; text: string }): {
  subject: string
  text: string
  html: string
} {
  return { subject: input.subject, text: input.text, html: textEmailHtml({ ...input, title: input.subject }) }
}
