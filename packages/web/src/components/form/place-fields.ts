/** Education and location of a player (spec 3): the form fields whose availability depends on each other. */
export interface PlaceValues {
  education: string;
  school: string;
  country: string;
  region: string;
  city: string;
}
