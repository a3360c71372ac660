import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import './styles/globals.css';

/**
 * Requests outside the localized routes (for example an unknown /api path)
 * land here, without the locale layout, so this renders its own document in
 * both languages.
 */
export default function GlobalNotFound() {
  return (
    <html lang="tr">
      <body>
        <main className="container section">
          <h1>{tr.notFound.title}</h1>
          <p>{tr.notFound.description}</p>
          <p>
            <a href="/">{tr.notFound.home}</a>
          </p>
          <div lang="en">
            <h2>{en.notFound.title}</h2>
            <p>{en.notFound.description}</p>
            <p>
              <a href="/en">{en.notFound.home}</a>
            </p>
          </div>
        </main>
      </body>
    </html>
  );
}
