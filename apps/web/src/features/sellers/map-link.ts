/** A Google Maps search for the exact coordinates: opens the Maps app on phones and the site elsewhere. */
export const getMapUrl = (latitude: number, longitude: number): string =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
