import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-outline' | 'ghost';

const base =
  'inline-flex items-center justify-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800',
  secondary: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  /** A destructive action beside others on a row: visible, but not the loudest thing there. */
  'danger-outline': 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
  ghost: 'text-emerald-800 hover:bg-emerald-50',
};

export const buttonClass = (variant: ButtonVariant = 'primary', extra = '') =>
  `${base} ${variants[variant]} ${extra}`.trim();

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', className = '', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant };

export function ButtonLink({ variant = 'primary', className = '', ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, String(className))} {...rest} />;
}
