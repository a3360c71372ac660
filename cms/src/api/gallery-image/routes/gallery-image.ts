import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::gallery-image.gallery-image');
