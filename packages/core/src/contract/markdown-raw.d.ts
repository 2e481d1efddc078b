/** Lets a test read a Markdown file's text through Vite's `?raw` import (used by `api-doc.test.ts`). */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
