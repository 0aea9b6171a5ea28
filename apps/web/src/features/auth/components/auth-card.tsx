import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-lg ring-1 ring-stone-200 sm:p-8">
      <h1 className="mb-6 text-center text-2xl font-bold text-emerald-900">{title}</h1>
      {children}
    </div>
  );
}
