/** The look of every text input and select: profile fields, the search form's selects and location box. */
export const inputClass =
  'block h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-ink shadow-xs sm:text-sm ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/15 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-muted aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-500/15';
