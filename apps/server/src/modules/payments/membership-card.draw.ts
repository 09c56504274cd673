import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import QRCode from 'qrcode';

export interface CardFacts {
  name: string;
  planName: string;
  memberNumber: number;
  brandName: string;
  /** The verification page the QR code opens. */
  verifyUrl: string;
  /** The member's photo (any image the canvas reads), or null: their initials instead. */
  photo: Buffer | null;
  color: string;
}

const WIDTH = 1012;
const HEIGHT = 638;

/** "CH-000042": the member number as printed. */
export const printedNumber = (n: number) => `CH-${String(n).padStart(6, '0')}`;

const SANS = '"DejaVu Sans", "Liberation Sans", Arial, sans-serif';
const MONO = '"DejaVu Sans Mono", "Liberation Mono", monospace';

/** The largest font size from `size` down to `min` at which `text` fits; truncated below that. */
function fitFont(ctx: SKRSContext2D, text: string, maxWidth: number, size: number, min: number): string {
  for (let s = size; s >= min; s -= 2) {
    ctx.font = `bold ${s}px ${SANS}`;
    if (ctx.measureText(text).width <= maxWidth) return text;
  }
  return fitText(ctx, text, maxWidth);
}

function fitText(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * The membership card as a PNG (credit-card proportions, 1012×638): brand band, the member's
 * photo (or initials), name, plan, member number, and a QR code of the verification page.
 */
export async function drawMembershipCard(facts: CardFacts): Promise<Buffer> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = facts.color;
  ctx.fillRect(0, 0, WIDTH, 120);
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold 44px ${SANS}`;
  ctx.fillText(fitText(ctx, facts.brandName, WIDTH - 420), 48, 78);
  ctx.font = `28px ${SANS}`;
  const label = 'MEMBERSHIP CARD';
  ctx.fillText(label, WIDTH - 48 - ctx.measureText(label).width, 74);

  // Photo, or the initials on the brand colour.
  const photoX = 48;
  const photoY = 168;
  const photoSize = 220;
  let drewPhoto = false;
  if (facts.photo) {
    try {
      const image = await loadImage(facts.photo);
      const side = Math.min(image.width, image.height);
      ctx.drawImage(
        image,
        (image.width - side) / 2,
        (image.height - side) / 2,
        side,
        side,
        photoX,
        photoY,
        photoSize,
        photoSize,
      );
      drewPhoto = true;
    } catch {
      // An unreadable picture: the initials below.
    }
  }
  if (!drewPhoto) {
    ctx.fillStyle = '#e2e8f0';
    ctx.fillRect(photoX, photoY, photoSize, photoSize);
    ctx.fillStyle = '#334155';
    ctx.font = `bold 88px ${SANS}`;
    const initials = facts.name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('');
    const w = ctx.measureText(initials).width;
    ctx.fillText(initials, photoX + (photoSize - w) / 2, photoY + photoSize / 2 + 30);
  }

  const textX = photoX + photoSize + 40;
  const textWidth = WIDTH - textX - 280;
  ctx.fillStyle = '#0f172a';
  ctx.fillText(fitFont(ctx, facts.name, textWidth, 48, 24), textX, 220);
  ctx.fillStyle = '#475569';
  ctx.font = `28px ${SANS}`;
  ctx.fillText('Plan', textX, 290);
  ctx.fillStyle = '#0f172a';
  ctx.font = `bold 36px ${SANS}`;
  ctx.fillText(fitText(ctx, facts.planName, textWidth), textX, 334);
  ctx.fillStyle = '#475569';
  ctx.font = `28px ${SANS}`;
  ctx.fillText('Member number', textX, 400);
  ctx.fillStyle = '#0f172a';
  ctx.font = `bold 36px ${MONO}`;
  ctx.fillText(printedNumber(facts.memberNumber), textX, 444);

  const qr = await QRCode.toBuffer(facts.verifyUrl, {
    type: 'png',
    margin: 1,
    width: 232,
    errorCorrectionLevel: 'M',
  });
  ctx.drawImage(await loadImage(qr), WIDTH - 48 - 232, 168, 232, 232);
  ctx.fillStyle = '#475569';
  ctx.font = `22px ${SANS}`;
  ctx.fillText('Scan to verify', WIDTH - 48 - 232 + 46, 432);

  ctx.fillStyle = '#475569';
  ctx.font = `24px ${SANS}`;
  ctx.fillText('Valid while the membership runs. The QR code shows whether it does.', 48, HEIGHT - 70);
  ctx.fillStyle = facts.color;
  ctx.fillRect(0, HEIGHT - 24, WIDTH, 24);
  return canvas.toBuffer('image/png');
}
