const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as the subscription page shows dollars: $1,200.00. */
export const money = (cents: number) => usd.format(cents / 100);
