/** What the cryogenic storage feature offers the other features; everything else in features/cryogenic is its own. */
