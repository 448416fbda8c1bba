/**
 * /business-directory: the listings are stored content (Content area). Every listing shows the
 * same placeholder logo until listings carry their own.
 */
export const BUSINESS_IMAGE = '/images/business-placeholder.svg';
