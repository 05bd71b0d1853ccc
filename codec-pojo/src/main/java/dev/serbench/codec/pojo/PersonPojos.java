package dev.serbench.codec.pojo;

import dev.serbench.model.Person;

/**
 * The {@code person} family as mutable classes with public fields and a no-argument constructor, for
 * libraries that cannot construct records, and its conversion from and to the canonical model.
 */
public final class PersonPojos {

  private PersonPojos() {}

  /** Mirrors {@link Person}. */
  public static final class PersonPojo {
    public String name;
    public TimestampPojo birthDay;
    public String phone;
    public int siblings;
    public boolean spouse;
    public double money;
  }

  public static PersonPojo from(Person value) {
    if (value == null) {
      return null;
    }
    PersonPojo pojo = new PersonPojo();
    pojo.name = value.name();
    pojo.birthDay = TimestampPojo.from(value.birthDay());
    pojo.phone = value.phone();
    pojo.siblings = value.siblings();
    pojo.spouse = value.spouse();
    pojo.money = value.money();
    return pojo;
  }

  public static Person toModel(PersonPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new Person(pojo.name,
        TimestampPojo.toInstant(pojo.birthDay),
        pojo.phone,
        pojo.siblings,
        pojo.spouse,
        pojo.money);
  }

}
