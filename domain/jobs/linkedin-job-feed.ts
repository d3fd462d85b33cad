/**
 * The job feed LinkedIn imports (docs/product.md, Overview: a startup that connects its LinkedIn
 * company page gets its jobs imported there for free): every live job of every startup with a
 * LinkedIn id, in LinkedIn's XML job-feed format, at this address on PUBLIC_URL. Its schema is served
 * beside it.
 */
export const LINKEDIN_FEED_PATH = '/feeds/linkedin.xml';
export const LINKEDIN_FEED_XSD_PATH = '/feeds/linkedin.xsd';
