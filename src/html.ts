/**
 * Text written into HTML by the build and the servers, escaped one way each: the app itself writes none (React
 * does), but the prerender writes titles and inline code, the servers the page's configuration and the product
 * host's links, and the demo API its stand-in pages. A leaf: it imports nothing.
 */

/** Text as HTML text or a quoted attribute's value: nothing in it can open or close markup. */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** JSON that is also safe inside an HTML script element (a data block): no `</script>` or `<!--` can appear in it. */
export const jsonInScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * Code or a style sheet as the content of an inline `<script>` or `<style>` element: nothing in it can end the
 * element early or open a comment in the HTML around it. Where these can occur (a string, a regular expression,
 * a comment), `<\/script` reads as `</script` and `<\!--` as `<!--`, in JavaScript and in CSS alike.
 */
export const inlineCode = (code: string): string =>
  code.replace(/<\/(script|style)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')
