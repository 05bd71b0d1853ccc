package dev.serbench.codec.pojo;

import dev.serbench.api.Conversions;
import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbBigList;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbComplexList;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbHugeList;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbMediumList;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.GpbTinyList;
import java.util.List;
import java.util.Map;

/**
 * The {@code gpb} family as mutable classes with public fields and a no-argument constructor, for
 * libraries that cannot construct records, and its conversion from and to the canonical model.
 */
public final class GpbPojos {

  private GpbPojos() {}

  /** Mirrors {@link GpbTiny}. */
  public static final class GpbTinyPojo {
    public long tinyId;
    public String someStr;
  }

  /** Mirrors {@link GpbMedium}. */
  public static final class GpbMediumPojo {
    public long mediumId;
    public String firstName;
    public String lastName;
    public double balance;
    public TimestampPojo createdAt;
    public GpbTinyPojo tiny;
  }

  /** Mirrors {@link GpbBig}. */
  public static final class GpbBigPojo {
    public long bigId;
    public long age;
    public String country;
    public byte[] countryBytes;
    public TimestampPojo createdAt;
    public TimestampPojo updatedAt;
    public TimestampPojo deletedAt;
    public GpbTinyPojo tiny;
    public GpbMediumPojo medium;
  }

  /** Mirrors {@link GpbHuge}. */
  public static final class GpbHugePojo {
    public List<GpbBigPojo> bigs50;
    public List<GpbBigPojo> bigs256;
    public List<GpbBigPojo> bigs1024;
  }

  /** Mirrors {@link GpbComplex}. */
  public static final class GpbComplexPojo {
    public Map<String, GpbHugePojo> huges;
  }

  /** Mirrors {@link GpbTinyList}. */
  public static final class GpbTinyListPojo {
    public List<GpbTinyPojo> items;
  }

  /** Mirrors {@link GpbMediumList}. */
  public static final class GpbMediumListPojo {
    public List<GpbMediumPojo> items;
  }

  /** Mirrors {@link GpbBigList}. */
  public static final class GpbBigListPojo {
    public List<GpbBigPojo> items;
  }

  /** Mirrors {@link GpbHugeList}. */
  public static final class GpbHugeListPojo {
    public List<GpbHugePojo> items;
  }

  /** Mirrors {@link GpbComplexList}. */
  public static final class GpbComplexListPojo {
    public List<GpbComplexPojo> items;
  }

  public static GpbTinyPojo from(GpbTiny value) {
    if (value == null) {
      return null;
    }
    GpbTinyPojo pojo = new GpbTinyPojo();
    pojo.tinyId = value.tinyId();
    pojo.someStr = value.someStr();
    return pojo;
  }

  public static GpbTiny toModel(GpbTinyPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new GpbTiny(pojo.tinyId,
        pojo.someStr);
  }

  public static GpbMediumPojo from(GpbMedium value) {
    if (value == null) {
      return null;
    }
    GpbMediumPojo pojo = new GpbMediumPojo();
    pojo.mediumId = value.mediumId();
    pojo.firstName = value.firstName();
    pojo.lastName = value.lastName();
    pojo.balance = value.balance();
    pojo.createdAt = TimestampPojo.from(value.createdAt());
    pojo.tiny = from(value.tiny());
    return pojo;
  }

  public static GpbMedium toModel(GpbMediumPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new GpbMedium(pojo.mediumId,
        pojo.firstName,
        pojo.lastName,
        pojo.balance,
        TimestampPojo.toInstant(pojo.createdAt),
        toModel(pojo.tiny));
  }

  public static GpbBigPojo from(GpbBig value) {
    if (value == null) {
      return null;
    }
    GpbBigPojo pojo = new GpbBigPojo();
    pojo.bigId = value.bigId();
    pojo.age = value.age();
    pojo.country = value.country();
    pojo.countryBytes = value.countryBytes();
    pojo.createdAt = TimestampPojo.from(value.createdAt());
    pojo.updatedAt = TimestampPojo.from(value.updatedAt());
    pojo.deletedAt = TimestampPojo.from(value.deletedAt());
    pojo.tiny = from(value.tiny());
    pojo.medium = from(value.medium());
    return pojo;
  }

  public static GpbBig toModel(GpbBigPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new GpbBig(pojo.bigId,
        pojo.age,
        pojo.country,
        pojo.countryBytes,
        TimestampPojo.toInstant(pojo.createdAt),
        TimestampPojo.toInstant(pojo.updatedAt),
        TimestampPojo.toInstant(pojo.deletedAt),
        toModel(pojo.tiny),
        toModel(pojo.medium));
  }

  public static GpbHugePojo from(GpbHuge value) {
    if (value == null) {
      return null;
    }
    GpbHugePojo pojo = new GpbHugePojo();
    pojo.bigs50 = Conversions.list(value.bigs50(), GpbPojos::from);
    pojo.bigs256 = Conversions.list(value.bigs256(), GpbPojos::from);
    pojo.bigs1024 = Conversions.list(value.bigs1024(), GpbPojos::from);
    return pojo;
  }

  public static GpbHuge toModel(GpbHugePojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new GpbHuge(Conversions.list(pojo.bigs50, GpbPojos::toModel),
        Conversions.list(pojo.bigs256, GpbPojos::toModel),
        Conversions.list(pojo.bigs1024, GpbPojos::toModel));
  }

  public static GpbComplexPojo from(GpbComplex value) {
    if (value == null) {
      return null;
    }
    GpbComplexPojo pojo = new GpbComplexPojo();
    pojo.huges = Conversions.map(value.huges(), GpbPojos::from);
    return pojo;
  }

  public static GpbComplex toModel(GpbComplexPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new GpbComplex(Conversions.map(pojo.huges, GpbPojos::toModel));
  }

  public static GpbTinyListPojo from(GpbTinyList value) {
    if (value == null) {
      return null;
    }
    GpbTinyListPojo pojo = new GpbTinyListPojo();
    pojo.items = Conversions.list(value.items(), GpbPojos::from);
    return pojo;
  }

  public static GpbTinyList toModel(GpbTinyListPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new GpbTinyList(Conversions.list(pojo.items, GpbPojos::toModel));
  }

  public static GpbMediumListPojo from(GpbMediumList value) {
    if (value == null) {
      return null;
    }
    GpbMediumListPojo pojo = new GpbMediumListPojo();
    pojo.items = Conversions.list(value.items(), GpbPojos::from);
    return pojo;
  }

  public static GpbMediumList toModel(GpbMediumListPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new GpbMediumList(Conversions.list(pojo.items, GpbPojos::toModel));
  }

  public static GpbBigListPojo from(GpbBigList value) {
    if (value == null) {
      return null;
    }
    GpbBigListPojo pojo = new GpbBigListPojo();
    pojo.items = Conversions.list(value.items(), GpbPojos::from);
    return pojo;
  }

  public static GpbBigList toModel(GpbBigListPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new GpbBigList(Conversions.list(pojo.items, GpbPojos::toModel));
  }

  public static GpbHugeListPojo from(GpbHugeList value) {
    if (value == null) {
      return null;
    }
    GpbHugeListPojo pojo = new GpbHugeListPojo();
    pojo.items = Conversions.list(value.items(), GpbPojos::from);
    return pojo;
  }

  public static GpbHugeList toModel(GpbHugeListPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new GpbHugeList(Conversions.list(pojo.items, GpbPojos::toModel));
  }

  public static GpbComplexListPojo from(GpbComplexList value) {
    if (value == null) {
      return null;
    }
    GpbComplexListPojo pojo = new GpbComplexListPojo();
    pojo.items = Conversions.list(value.items(), GpbPojos::from);
    return pojo;
  }

  public static GpbComplexList toModel(GpbComplexListPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new GpbComplexList(Conversions.list(pojo.items, GpbPojos::toModel));
  }

}
