import { Link } from 'react-router';
import { LogoImage } from '../ui/logo-image.tsx';

/**
 * The careers layout's header (docs/product.md, Pages: careers layout): the startup's logo and name,
 * leading to its career page. No Nordhub navigation, no account menu: the career domain shows only
 * this startup.
 */
export function CareersHeader({ name, logoImage }: { name: string; logoImage: string | null }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-4">
        <Link
          to="/careers"
          className="flex items-center gap-3 font-semibold text-slate-900 hover:text-brand-700"
        >
          <LogoImage image={logoImage} name={name} size={40} />
          <span className="text-lg">{name}</span>
        </Link>
        <span className="ml-auto text-sm text-slate-600">Careers</span>
      </div>
    </header>
  );
}

/** The careers layout's minimal footer: "Powered by Nordhub", linking to the main site. */
export function CareersFooter({ publicUrl }: { publicUrl: string }) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-5xl px-4 py-6 text-center text-sm text-slate-600">
        Powered by{' '}
        <a href={publicUrl} className="font-semibold text-brand-700 hover:underline">
          Nordhub
        </a>
      </div>
    </footer>
  );
}
