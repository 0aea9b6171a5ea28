import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthCardProps {
  title: string;
  /** The way to the other screen ('Registrate' under the login, the login under the sign-up). */
  link: { to: string; label: string };
  children: ReactNode;
}

export function AuthCard({ title, link, children }: AuthCardProps) {
  return (
    <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-lg ring-1 ring-stone-200 sm:p-8">
      <h1 className="mb-6 text-center text-2xl font-bold text-emerald-900">{title}</h1>
      {children}
      <p className="mt-6 text-center text-sm">
        <Link to={link.to} className="font-medium text-emerald-700 hover:underline">
          {link.label}
        </Link>
      </p>
    </div>
  );
}
