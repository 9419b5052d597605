import { BRAND, PRODUCT_NAME } from '@dutylink/contracts';

export interface LogoProps {
  /** 'light' for dark backgrounds. */
  variant?: 'dark' | 'light';
  size?: 'small' | 'medium' | 'large';
}

const SIZES = { small: 20, medium: 28, large: 40 } as const;

/** A shield and the word mark; its accessible name is the product name. Plain markup: the landing page shows it. */
export function Logo({ variant = 'dark', size = 'medium' }: LogoProps) {
  const px = SIZES[size];
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        color: variant === 'light' ? '#ffffff' : BRAND.navy,
        fontWeight: 800,
        fontSize: px * 0.8,
        letterSpacing: '-0.02em',
        lineHeight: 1,
      }}
    >
      <svg aria-hidden="true" focusable="false" width={px} height={px} viewBox="0 0 24 24">
        <path d="M12 1.5 3.5 4.8v6.1c0 5.3 3.6 10.1 8.5 11.6 4.9-1.5 8.5-6.3 8.5-11.6V4.8L12 1.5z" fill="currentColor" />
        <path
          d="m7.8 12.2 2.9 2.9 5.6-5.8"
          fill="none"
          stroke={variant === 'light' ? BRAND.navy : '#ffffff'}
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </span>
  );
}
