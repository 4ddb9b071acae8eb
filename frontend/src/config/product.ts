/** The product's name wherever the interface says it: the brand link, the browser tab, the footer. */
export const PRODUCT_NAME = 'Outreach';
