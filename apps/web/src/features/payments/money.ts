import { discountedMinor, formatMinor } from '@careerhub/shared';

/** "$12.50": cents / 100 with the percentage discount applied, 2 decimals (spec 9). */
export function displayPrice(amountMinor: number, currency: string, discountPercent = 0): string {
  const amount = formatMinor(discountedMinor(amountMinor, discountPercent));
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }) : '';
