/**
 * The outbox's report of a request's e-mails (../controllers/request.ts, `updateDelivery`): its own
 * content-API action, `api::request.request.updateDelivery`, which only the site's request token holds.
 */
const deliveryRoutes = {
  routes: [
    {
      method: 'PUT',
      path: '/requests/:reference/delivery',
      handler: 'api::request.request.updateDelivery',
    },
  ],
};

export default deliveryRoutes;
