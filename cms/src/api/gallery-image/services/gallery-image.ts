import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::gallery-image.gallery-image');
