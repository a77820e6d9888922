import { Skeleton } from '@/components/ui/Skeleton';

/** Three card-shaped placeholders while a list loads (product-rules §5.3: 3 skeletons). */
export function CardGridSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={label} data-testid={testId}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
