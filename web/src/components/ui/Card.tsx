import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200/80 bg-white shadow-[0_1px_2px_rgba(15,31,29,0.04),0_8px_24px_-12px_rgba(15,31,29,0.12)]', className)}
      {...rest}
    />
  );
}
