/**
 * The prize forms keep what was typed as text (the shared schemas parse it); MoneyField speaks
 * numbers. These two translate: '' ⇄ empty (NaN), '150000000' ⇄ 150000000.
 */
export const textMoney = (text: string): number | undefined => (text === '' ? undefined : Number(text));
export const moneyText = (value: number): string => (Number.isNaN(value) ? '' : String(value));
