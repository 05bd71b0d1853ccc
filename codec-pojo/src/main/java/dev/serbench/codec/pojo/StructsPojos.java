package dev.serbench.codec.pojo;

import dev.serbench.api.Conversions;
import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import java.util.List;

/**
 * The {@code structs} family as mutable classes with public fields and a no-argument constructor, for
 * libraries that cannot construct records, and its conversion from and to the canonical model.
 */
public final class StructsPojos {

  private StructsPojos() {}

  /** Mirrors {@link Small}. */
  public static final class SmallPojo {
    public long id;
    public String name;
  }

  /** Mirrors {@link Medium}. */
  public static final class MediumPojo {
    public long id;
    public String name;
    public TimestampPojo createdAt;
    public TimestampPojo updatedAt;
    public String field1;
    public String field2;
    public String field3;
    public double field4;
    public SmallPojo small;
  }

  /** Mirrors {@link Big}. */
  public static final class BigPojo {
    public long id;
    public String name;
    public TimestampPojo createdAt;
    public TimestampPojo updatedAt;
    public String field1;
    public String field2;
    public String field3;
    public double field4;
    public MediumPojo medium1;
    public MediumPojo medium2;
    public MediumPojo medium3;
  }

  /** Mirrors {@link SmallList}. */
  public static final class SmallListPojo {
    public List<SmallPojo> items;
  }

  /** Mirrors {@link MediumList}. */
  public static final class MediumListPojo {
    public List<MediumPojo> items;
  }

  /** Mirrors {@link BigList}. */
  public static final class BigListPojo {
    public List<BigPojo> items;
  }

  public static SmallPojo from(Small value) {
    if (value == null) {
      return null;
    }
    SmallPojo pojo = new SmallPojo();
    pojo.id = value.id();
    pojo.name = value.name();
    return pojo;
  }

  public static Small toModel(SmallPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new Small(pojo.id,
        pojo.name);
  }

  public static MediumPojo from(Medium value) {
    if (value == null) {
      return null;
    }
    MediumPojo pojo = new MediumPojo();
    pojo.id = value.id();
    pojo.name = value.name();
    pojo.createdAt = TimestampPojo.from(value.createdAt());
    pojo.updatedAt = TimestampPojo.from(value.updatedAt());
    pojo.field1 = value.field1();
    pojo.field2 = value.field2();
    pojo.field3 = value.field3();
    pojo.field4 = value.field4();
    pojo.small = from(value.small());
    return pojo;
  }

  public static Medium toModel(MediumPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new Medium(pojo.id,
        pojo.name,
        TimestampPojo.toInstant(pojo.createdAt),
        TimestampPojo.toInstant(pojo.updatedAt),
        pojo.field1,
        pojo.field2,
        pojo.field3,
        pojo.field4,
        toModel(pojo.small));
  }

  public static BigPojo from(Big value) {
    if (value == null) {
      return null;
    }
    BigPojo pojo = new BigPojo();
    pojo.id = value.id();
    pojo.name = value.name();
    pojo.createdAt = TimestampPojo.from(value.createdAt());
    pojo.updatedAt = TimestampPojo.from(value.updatedAt());
    pojo.field1 = value.field1();
    pojo.field2 = value.field2();
    pojo.field3 = value.field3();
    pojo.field4 = value.field4();
    pojo.medium1 = from(value.medium1());
    pojo.medium2 = from(value.medium2());
    pojo.medium3 = from(value.medium3());
    return pojo;
  }

  public static Big toModel(BigPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new Big(pojo.id,
        pojo.name,
        TimestampPojo.toInstant(pojo.createdAt),
        TimestampPojo.toInstant(pojo.updatedAt),
        pojo.field1,
        pojo.field2,
        pojo.field3,
        pojo.field4,
        toModel(pojo.medium1),
        toModel(pojo.medium2),
        toModel(pojo.medium3));
  }

  public static SmallListPojo from(SmallList value) {
    if (value == null) {
      return null;
    }
    SmallListPojo pojo = new SmallListPojo();
    pojo.items = Conversions.list(value.items(), StructsPojos::from);
    return pojo;
  }

  public static SmallList toModel(SmallListPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new SmallList(Conversions.list(pojo.items, StructsPojos::toModel));
  }

  public static MediumListPojo from(MediumList value) {
    if (value == null) {
      return null;
    }
    MediumListPojo pojo = new MediumListPojo();
    pojo.items = Conversions.list(value.items(), StructsPojos::from);
    return pojo;
  }

  public static MediumList toModel(MediumListPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new MediumList(Conversions.list(pojo.items, StructsPojos::toModel));
  }

  public static BigListPojo from(BigList value) {
    if (value == null) {
      return null;
    }
    BigListPojo pojo = new BigListPojo();
    pojo.items = Conversions.list(value.items(), StructsPojos::from);
    return pojo;
  }

  public static BigList toModel(BigListPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new BigList(Conversions.list(pojo.items, StructsPojos::toModel));
  }

}
