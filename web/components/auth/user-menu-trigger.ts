/** The user menu's button: the same look before its menu loads (site-header.tsx) and after (user-menu.tsx). */
export const USER_MENU_TRIGGER =
  'flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50';
